// The site's base styles, on every page: the CSS files at the top of common/ (custom properties, resets, type).
// Each block, chain and layout imports its own CSS beside its component; shared modules import theirs.
import.meta.glob('/common/*.css', { eager: true });
