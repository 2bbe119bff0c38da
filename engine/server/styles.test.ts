import { describe, expect, it } from 'vitest';
import { manifestStyles, type CssManifest } from './styles.ts';

// A manifest shaped as the CSS build writes it: the entry's CSS is the theme, a shared chunk holds CSS two blocks
// import, components have their own.
const manifest: CssManifest = {
  'engine/client/styles.ts': { file: 'styles.js', css: ['theme.css'] },
  '_shared.js': { file: 'shared.js', css: ['shared.css'] },
  'layouts/page/component.tsx': { file: 'l.js', css: ['layout.css'] },
  'chains/row/component.tsx': { file: 'c.js', css: ['row.css'] },
  'blocks/alpha/component.tsx': { file: 'a.js', css: ['alpha.css'], imports: ['_shared.js'] },
  'blocks/beta/component.tsx': { file: 'b.js', css: ['beta.css'], imports: ['_shared.js'] },
  'blocks/plain/component.tsx': { file: 'p.js' },
};

describe('page styles from the CSS build manifest', () => {
  it('theme first, then layouts, chains and blocks, a shared file before the first block importing it and only once; each file read once', () => {
    const reads: string[] = [];
    const styles = manifestStyles(manifest, (file) => (reads.push(file), `/*${file}*/`));
    const css = styles(['/blocks/beta/component.tsx', '/blocks/alpha/component.tsx', '/chains/row/component.tsx', '/layouts/page/component.tsx']);
    expect(css).toBe(['theme', 'layout', 'row', 'shared', 'alpha', 'beta'].map((f) => `/*${f}.css*/`).join('\n'));
    styles(['/blocks/alpha/component.tsx']);
    expect(reads.sort()).toEqual(['alpha.css', 'beta.css', 'layout.css', 'row.css', 'shared.css', 'theme.css']);
  });

  it('a page gets the theme and only the CSS of its modules: a module without CSS or unknown to the build adds nothing', () => {
    const styles = manifestStyles(manifest, (file) => `/*${file}*/`);
    expect(styles(['/blocks/plain/component.tsx', '/blocks/nowhere/component.tsx'])).toBe('/*theme.css*/');
    expect(styles(['/blocks/beta/component.tsx'])).toBe('/*theme.css*/\n/*shared.css*/\n/*beta.css*/');
  });
});
