import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Only the icons the source names (build/iconsInSource.ts); the shell and the consoles load them all.
import 'bootstrap-icons/font/bootstrap-icons.css?in-source';
import './styles/main.scss';
import { App } from './app/App';
import { applyToDocument } from './shell/settings/document';
import { getSettings } from './shell/settings/store';

// Colour scheme, direction and Bootstrap's stylesheet are in place before the first paint.
void applyToDocument(getSettings()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
