import '../common/zod-jitless';
// The storefront's components the back office shows (product overlay, cart lines, content blocks)
// look up the ordering texts, which the storefront's lookup loads with its pages (web/common/i18n.ts).
import '../storefront/order-texts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../common/ui/theme.css';
import './backoffice.css';
import { t } from './i18n';
import { ErrorState } from '../common/ui';
import { App } from './App';
import { configureAmplify, loadRuntimeConfig } from './auth/amplify';

const root = createRoot(document.getElementById('root')!);

try {
  configureAmplify(await loadRuntimeConfig());
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(<ErrorState message={t('web.auth.error.config')} onRetry={() => window.location.reload()} />);
}
