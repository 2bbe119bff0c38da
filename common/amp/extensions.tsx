import { useNonce } from '../../engine/index.ts';

/** Where AMP serves a component's script (https://amp.dev/documentation/guides-and-tutorials/learn/spec/amphtml/#extended-components). */
export const ampComponentScript = (name: string) => `https://cdn.ampproject.org/v0/${name}-0.1.js`;

/**
 * The scripts of the AMP components a block renders. React puts async scripts in <head> and writes each address
 * once, so every block names what it uses and the page gets each script once, only when something uses it.
 */
export function AmpComponentScripts({ names }: { names: readonly string[] }) {
  const nonce = useNonce();
  return names.map((name) => <script key={name} async custom-element={name} src={ampComponentScript(name)} nonce={nonce} />);
}
