import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EngineProviders } from '../../engine/testing/index.ts';
import type { IdentityConfig } from '../../sdk/identity/index.ts';
import { useCaptcha } from './captcha-section.tsx';
import type { CaptchaContext } from './captcha.ts';

function Probe({ config, context }: { config: IdentityConfig | null | undefined; context?: CaptchaContext }) {
  const captcha = useCaptcha(config, context);
  return <p data-ready={String(captcha.ready)} data-kind={captcha.kind.kind} />;
}
const probe = (config: IdentityConfig | null | undefined, context?: CaptchaContext) =>
  /data-ready="(\w+)" data-kind="(\w+)"/.exec(renderToStaticMarkup(<EngineProviders><Probe config={config} context={context} /></EngineProviders>))!.slice(1);

describe('a form waits for its captcha config before it may send', () => {
  it('not ready while the config that says whether the form needs a captcha is still loading', () => {
    expect(probe(undefined, 'signin')).toEqual(['false', 'none']);
  });

  it('ready once the config has answered, with the captcha it names, or without one when it could not be read', () => {
    expect(probe({ signinRecaptcha: true }, 'signin')).toEqual(['true', 'altcha']);
    expect(probe({ signinRecaptcha: false }, 'signin')).toEqual(['true', 'none']);
    expect(probe(null, 'signin')).toEqual(['true', 'none']);
  });

  it('a form that sends no captcha is ready at once, config or not', () => {
    expect(probe(undefined)).toEqual(['true', 'none']);
  });
});
