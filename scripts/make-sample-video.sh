#!/usr/bin/env bash
# Generates public/sample/sample.mp4: a 4-second synthetic test pattern with a tone, used by every sample video's
# embed markup so videos play offline. Committed as generated output (no footage is copied); needs ffmpeg
# (apt-get install -y ffmpeg) only to regenerate it.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p public/sample
ffmpeg -y -loglevel error \
  -f lavfi -i "testsrc2=size=640x360:rate=24:duration=4" \
  -f lavfi -i "sine=frequency=440:duration=4" \
  -c:v libx264 -profile:v baseline -pix_fmt yuv420p -crf 32 -preset veryslow \
  -c:a aac -b:a 48k -movflags +faststart -shortest public/sample/sample.mp4
ls -l public/sample/sample.mp4
