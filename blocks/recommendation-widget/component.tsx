import { nothing, useAppContext, useNonce, type FeatureProps, type FieldValues } from '../../engine/index.ts';
import type { recommendationWidgetFields } from './index.ts';
import { inlineScript, LOADER_SCRIPT_ID, loaderScriptUrl, missingSettings, widgetCommands, widgetConfig } from './widget.ts';
import './styles.css';

/**
 * Not an island: the provider's script fills the container, so the block only renders the container and the
 * provider's command queue (an inline script), plus its loader when the site enables it.
 */
export default function RecommendationWidget({ customFields }: FeatureProps<FieldValues<typeof recommendationWidgetFields>>) {
  const { siteProperties, pageType, isAdmin } = useAppContext();
  const nonce = useNonce();
  const config = widgetConfig(siteProperties, customFields);
  if (!config) return nothing(`needs ${missingSettings(siteProperties, customFields).join(', ')}`);
  if (isAdmin) {
    return (
      <div className="recommendation-widget-admin">
        <p className="recommendation-widget-admin__title">Recommendation widget</p>
        <p className="recommendation-widget-admin__placement">{config.placement}</p>
      </div>
    );
  }
  const loader = loaderScriptUrl(config, pageType, siteProperties);
  return (
    <div className="recommendation-widget">
      <div id={config.container} className="recommendation-widget__container" />
      {/* Both carry the page's nonce: without it the page's Content-Security-Policy refuses them. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScript(widgetCommands(config, pageType)) }} />
      {loader ? <script id={LOADER_SCRIPT_ID} nonce={nonce} src={loader} async /> : null}
    </div>
  );
}
