import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstScreenLoaded } from './app/AppFrame';
import './index.css';
import { warmUpDateFormats } from './lib/formatRelativeTime';
import { currentLang, i18nReady } from './lib/i18n';
import { langTag } from './lib/language';
import { paths } from './lib/paths';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Every page but sign-in shows dates; their locale data loads while the first screen's code downloads.
if (window.location.pathname !== paths.login) warmUpDateFormats(langTag(currentLang()));
// A stored Chinese or Japanese loads its strings first, so the first screen is already in it; the
// first screen's code is there too.
await Promise.all([i18nReady, firstScreenLoaded]);
// A transition: React renders the first screen in slices, yielding to the browser between them,
// instead of in one task that blocks input (at 4× CPU, Lighthouse's mobile, the sign-in page's render
// was one task of 150–220 ms).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
