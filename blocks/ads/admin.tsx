// Spec "Ad block": in the editor, a placeholder with ad name, slot name and dimensions ('Ad Name N/A' without a type).
import { adClassHeight, adTypeOf, formatSizes, slotPathOf, type AdPage } from '../../common/ads/index.ts';

export const NO_AD_NAME = 'Ad Name N/A';
const TIERS = ['Desktop', 'Tablet', 'Mobile'] as const;

export interface AdminAdInfo {
  adName: string;
  slotName: string;
  /** One line per sizemap tier that serves something, e.g. 'Desktop: 300x250, 300x600'. */
  dimensions: string[];
  height: number;
}

export function adminAdInfo(adTypeKey: string | undefined, page: AdPage): AdminAdInfo {
  const type = adTypeOf(adTypeKey);
  return {
    adName: type?.name ?? NO_AD_NAME,
    slotName: slotPathOf(page),
    dimensions: type ? type.dimensions.flatMap((sizes, i) => (sizes.length ? [`${TIERS[i]}: ${formatSizes(sizes)}`] : [])) : [],
    height: type ? adClassHeight(type.adClass) : 0,
  };
}

/** Editor-only text (the editor's language is English here, as in the engine's placeholders). */
export function AdminAd({ info, reserveSpace }: { info: AdminAdInfo; reserveSpace: boolean }) {
  return (
    <div className="ads-admin" style={reserveSpace && info.height > 1 ? { minHeight: `${info.height}px` } : undefined}>
      <p className="ads-admin__name">{info.adName}</p>
      <p className="ads-admin__slot">{info.slotName || '(no slot name: set the site ad path)'}</p>
      {info.dimensions.map((line) => <p key={line} className="ads-admin__dimensions">{line}</p>)}
    </div>
  );
}
