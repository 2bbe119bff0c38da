import type { ChainProps } from '../../engine/index.ts';
import './styles.css';

export default function Single({ customFields, children }: ChainProps<{ heading?: string }>) {
  if (children.length === 0) return null;
  return (
    <section className="chain-single">
      {customFields.heading ? <h2 className="chain-heading">{customFields.heading}</h2> : null}
      {children}
    </section>
  );
}
