// The markup of one ad slot and its registration with the page's ad manager (blocks/ads, gallery interstitial).
import { useEffect, type CSSProperties } from 'react';
import { useAppContext, type AppContextValue } from '../../engine/index.ts';
import { tierHeights, type TierSizes } from './ad-types.ts';
import { whenNearView } from './lazy.ts';
import { adManagerFor, adManagerOptionsOf } from './manager.ts';
import type { AdWindow } from './scripts.ts';
import { adSlotConfig } from './slot-config.ts';
import { pageTargetingOf, type AdPage } from './targeting.ts';
import './ads.css';

/**
 * The page meta 'ad-path'. The engine does not give blocks the page config's meta yet (only meta.pageType);
 * this reads it as `pageMeta` on the app context as soon as the engine adds it.
 */
export function metaAdPathOf(app: AppContextValue): string | undefined {
  const value = app.pageMeta?.['ad-path'];
  return typeof value === 'string' && value ? value : undefined;
}

export function adPageOf(app: AppContextValue): AdPage {
  const adPath = app.siteProperties?.websiteAdPath;
  return {
    site: app.site,
    adPath: typeof adPath === 'string' ? adPath : undefined,
    pageType: app.pageType,
    globalContent: app.globalContent,
    metaAdPath: metaAdPathOf(app),
  };
}

export interface AdSlotProps {
  /** The block's instance id: the slot id is 'arcad_' plus it. */
  instanceId: string;
  adType: string;
  lazyLoad: boolean;
  /** The advertisement label, or undefined for none. */
  label?: string;
  reserveSpace: boolean;
}

/** The slot element; in the browser it registers with the ad manager (when near view if lazy). Readers only. */
export function AdSlot({ instanceId, adType, lazyLoad, label, reserveSpace }: AdSlotProps) {
  const app = useAppContext();
  const page = adPageOf(app);
  const config = adSlotConfig(instanceId, adType, page);

  useEffect(() => {
    if (!config) return;
    const manager = adManagerFor(window as unknown as AdWindow, { ...adManagerOptionsOf(app.siteProperties), pageTargeting: pageTargetingOf(page) });
    const register = () => void manager.register(config);
    const el = document.getElementById(config.id);
    if (!lazyLoad || !el) return register();
    return whenNearView(el, register);
  }, [config?.id]);

  if (!config) return null;
  const classes = ['ads', `ads--${config.adType}`, config.display !== 'all' ? `ads--${config.display}-only` : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-ad-type={config.adType}>
      {label ? <p className="ads__label">{label}</p> : null}
      <div
        id={config.id}
        className={`ads__slot ads__slot--${config.adClass}${reserveSpace ? ' ads__slot--reserved' : ''}`}
        style={reserveSpace ? reservedHeightStyle(config.dimensions) : undefined}
      />
    </div>
  );
}

/**
 * Each sizemap tier's height as a custom property; ads.css picks the one for the viewport with media queries at the
 * sizemap's breakpoints, so the server's HTML reserves the right height before any script runs.
 */
function reservedHeightStyle(dimensions: TierSizes): CSSProperties {
  const [large, medium, small] = tierHeights(dimensions);
  return { '--ad-h-lg': `${large}px`, '--ad-h-md': `${medium}px`, '--ad-h-sm': `${small}px` } as CSSProperties;
}
