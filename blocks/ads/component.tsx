import { nothing, useAppContext, useComponentContext, usePhrases, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import { AdSlot, adPageOf } from '../../common/ads/index.ts';
import type { adsFields } from './index.ts';
import { AdminAd, adminAdInfo } from './admin.tsx';
import { AD_LABEL_PHRASE, siteAdLabel } from './label.ts';
import './styles.css';

export default function Ads({ customFields }: FeatureProps<FieldValues<typeof adsFields>>) {
  const app = useAppContext();
  const { id } = useComponentContext();
  const t = usePhrases();
  if (app.outputType === 'amp') return nothing('ads render nothing on AMP output');
  const { adType, lazyLoad = true, displayAdLabel = true, reserveSpace = true } = customFields;
  // The island is static in editors' previews (`preview: 'static'` in index.ts), so only the server ever renders
  // the editor's view: false in the client build (Vite's import.meta.env.SSR), it ships no admin code.
  if (import.meta.env.SSR && app.isAdmin) return <AdminAd info={adminAdInfo(adType, adPageOf(app))} reserveSpace={reserveSpace} />;
  const label = displayAdLabel ? siteAdLabel(app.siteProperties, app.lang) ?? t(AD_LABEL_PHRASE) : undefined;
  return <AdSlot instanceId={id} adType={adType} lazyLoad={lazyLoad} label={label} reserveSpace={reserveSpace} />;
}
