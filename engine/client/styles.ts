// The site's stylesheet: every block's CSS beside its component, plus the shared theme. Built into one file
// linked from every page (a page with no islands still needs its styles but no JS).
import.meta.glob(['/common/**/*.css', '/layouts/*/*.css', '/chains/*/*.css', '/blocks/*/*.css'], { eager: true });
