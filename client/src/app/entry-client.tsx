import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../styles/global.css';
import { watchEarlyPresses } from '../lib/early-press';
import { App } from './App';
import { preloadRoute } from './routes';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// A page prerendered for this very path is hydrated in place. The app shell and the 404
// page (served for paths that were not prerendered) are rendered afresh instead.
const prerenderedFor = container.dataset.route;
const here = decodeURIComponent(window.location.pathname).replace(/(.)\/+$/, '$1');

void preloadRoute(here).then(() => {
  watchEarlyPresses();
  if (prerenderedFor === here) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
