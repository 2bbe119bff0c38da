// Development: every CSS file at once, through Vite, so a page shows the styles of blocks whose component never
// loads in the browser, and editing any CSS file updates the page in place (HMR).
import.meta.glob(['/common/**/*.css', '/layouts/*/*.css', '/chains/*/*.css', '/blocks/*/*.css'], { eager: true });
