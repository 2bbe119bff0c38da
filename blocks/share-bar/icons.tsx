// Network marks drawn as simple inline SVG (no third-party script or font); decorative: links carry the text.
import type { ShareNetwork } from './share.ts';

const svg = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

const paths: Record<ShareNetwork | 'copy', React.ReactNode> = {
  facebook: <path fill="currentColor" d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4A22 22 0 0 0 14.3 4c-2.4 0-4.1 1.5-4.1 4.2v2.6H7.5V14h2.7v8z" />,
  twitter: <path fill="currentColor" d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.3l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />,
  pinterest: <path fill="currentColor" d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4.1 0-3.3 2.4-6.4 7-6.4 3.7 0 6.5 2.6 6.5 6.1 0 3.7-2.3 6.6-5.5 6.6-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2" />,
  linkedin: <path fill="currentColor" d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4M3 9h3v12H3zm6 0h2.9v1.7c.4-.8 1.4-1.9 3.2-1.9 3 0 3.9 2 3.9 4.9V21h-3v-6.6c0-1.6-.3-2.9-1.8-2.9s-2.2 1.1-2.2 2.8V21H9z" />,
  reddit: <path fill="currentColor" d="M22 12.1a2.2 2.2 0 0 0-3.7-1.6 10.7 10.7 0 0 0-5.6-1.8l1-4.5 3.1.7a1.6 1.6 0 1 0 .2-1l-3.6-.8a.5.5 0 0 0-.6.4l-1.1 5.2a10.8 10.8 0 0 0-5.8 1.8 2.2 2.2 0 1 0-2.4 3.6v.7c0 3.4 4 6.2 8.9 6.2s8.9-2.8 8.9-6.2v-.7a2.2 2.2 0 0 0 1.3-2M7.6 13.6a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0m8.5 4c-1 .9-2.5 1.3-4.1 1.3s-3.1-.4-4.1-1.3a.4.4 0 0 1 .6-.6c.8.7 2 1 3.5 1s2.7-.3 3.5-1a.4.4 0 0 1 .6.6m-.3-2.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3" />,
  email: <path fill="none" stroke="currentColor" strokeWidth="2" d="M3 5h18v14H3zm0 1 9 7 9-7" />,
  copy: <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />,
};

export function ShareIcon({ name }: { name: ShareNetwork | 'copy' }) {
  return <svg {...svg}>{paths[name]}</svg>;
}
