import { defineLayout } from '../../engine/index.ts';
import ArticleLayout from './component.tsx';

export default defineLayout({
  name: 'article-layout',
  label: { en: 'Article', mi: 'Tuhinga' },
  sections: ['navigation', 'fullwidth1', 'header', 'main', 'rightrail', 'fullwidth2', 'footer'],
  component: ArticleLayout,
});
