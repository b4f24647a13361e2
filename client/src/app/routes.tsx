import { NEWSLETTER_PATHS } from '@contract/newsletter';
import { PASSWORD_PAGE_PATH } from '@contract/account-links';
import { matchRoutes } from 'react-router-dom';
import { procedureSlugs } from '../content/procedures/slugs';
import { BOOKING_PATHS } from '../features/booking/paths';
import { servicePaths } from '../content/service-paths';
import { lazyPage, LazyPage } from './lazy-page';

/**
 * The route table. `prerender` lists the concrete paths rendered to static HTML at
 * build time; routes without it (the admin) are rendered in the browser only.
 */
export interface AppRoute {
  path: string;
  page: LazyPage;
  prerender?: () => string[];
  /** Public chrome (header, footer, floating bar) around the page. */
  chrome: boolean;
}

const HomePage = lazyPage('home/HomePage');
const AboutPage = lazyPage('about/AboutPage');
const ContactPage = lazyPage('contact/ContactPage');
const BlogPage = lazyPage('blog/BlogPage');
const ThemePage = lazyPage('about/ThemePage');
const ArticlePage = lazyPage('blog/ArticlePage');
const ServicePage = lazyPage('services/ServicePage');
const SurgeriesPage = lazyPage('procedures/SurgeriesPage');
const CategoryPage = lazyPage('procedures/CategoryPage');
const ActePage = lazyPage('procedures/ActePage');
const LoginPage = lazyPage('auth/LoginPage');
const PasswordPage = lazyPage('auth/PasswordPage');
const AdminPage = lazyPage('admin/AdminPage');
const PrivacyPage = lazyPage('privacy/PrivacyPage');
const NewsletterConfirmPage = lazyPage('newsletter/NewsletterConfirmPage');
const NewsletterUnsubscribePage = lazyPage('newsletter/NewsletterUnsubscribePage');
const NotFoundPage = lazyPage('not-found/NotFoundPage');
const BookingPage = lazyPage('booking/BookingPage');
const BookingCancelPage = lazyPage('booking/CancelPage');

// Content read only to list paths while prerendering: imported on the server alone, since a
// module that names media keys brings its images' entries with it (client/vite-media-plugin.mts).
const { articleSummaries, procedureCategories } = import.meta.env.SSR
  ? {
      articleSummaries: (await import('../content/blog/summaries')).articleSummaries,
      procedureCategories: (await import('../content/procedures/categories')).procedureCategories,
    }
  : { articleSummaries: [], procedureCategories: [] };

const staticPath = (path: string) => () => [path];
/** /chirurgies/{visage|silhouette|seins|Génioplastie}: the categories without a route of their own. */
const chirurgiesPaths = () =>
  procedureCategories
    .filter((c) => c.key !== 'medecine-esthetique' && c.key !== 'greffe-cheveux')
    .map((c) => `/chirurgies/${c.key}`);
/** Every slug under both categories that take one (the page's canonical names the right one). */
const slugPaths = (category: string) => Object.keys(procedureSlugs).map((slug) => `/${category}/${slug}`);

// Paths computed from bundled content are listed only while prerendering
// (`import.meta.env.SSR ? … : []`, written at each use): in the browser bundle the branch is
// dead code, so the articles and procedure texts stay out of the entry chunk.

/** The themed links of /apropos and the /actes pages (content/about.ts, content/procedures). */
const THEME_PATHS = ['/story', '/vision', '/engagement', '/piliers', '/excellence'];
const ACTE_PATHS = ['/actes/epilation-laser', '/actes/hydrafacial'];

export const routes: AppRoute[] = [
  { path: '/', page: HomePage, prerender: staticPath('/'), chrome: true },
  { path: '/apropos', page: AboutPage, prerender: staticPath('/apropos'), chrome: true },
  // The five themed links of /apropos, each a page of its own.
  ...THEME_PATHS.map((path) => ({ path, page: ThemePage, prerender: staticPath(path), chrome: true })),
  { path: '/contact', page: ContactPage, prerender: staticPath('/contact'), chrome: true },
  // Online booking: a shell that asks for the free slots once it runs.
  {
    path: BOOKING_PATHS.booking,
    page: BookingPage,
    prerender: staticPath(BOOKING_PATHS.booking),
    chrome: true,
  },
  // The cancellation link given with each booking: a shell without its id and token, read by the page.
  {
    path: BOOKING_PATHS.cancel,
    page: BookingCancelPage,
    prerender: staticPath(BOOKING_PATHS.cancel),
    chrome: true,
  },
  { path: '/blog', page: BlogPage, prerender: staticPath('/blog'), chrome: true },
  {
    path: '/blog/:id',
    page: ArticlePage,
    // Both addresses of each article (slug and _id) are real pages; unknown ids get the 404 status.
    prerender: () =>
      import.meta.env.SSR ? articleSummaries.flatMap((a) => [`/blog/${a.id}`, `/blog/${a._id}`]) : [],
    chrome: true,
  },
  { path: '/chirurgies', page: SurgeriesPage, prerender: staticPath('/chirurgies'), chrome: true },
  {
    path: '/chirurgies/:id',
    page: CategoryPage,
    prerender: () => (import.meta.env.SSR ? chirurgiesPaths() : []),
    chrome: true,
  },
  {
    path: '/medecine-esthetique',
    page: CategoryPage,
    prerender: staticPath('/medecine-esthetique'),
    chrome: true,
  },
  {
    path: '/medecine-esthetique/:procedure',
    page: CategoryPage,
    prerender: () => (import.meta.env.SSR ? slugPaths('medecine-esthetique') : []),
    chrome: true,
  },
  { path: '/greffe-cheveux', page: CategoryPage, prerender: staticPath('/greffe-cheveux'), chrome: true },
  {
    path: '/greffe-cheveux/:procedure',
    page: CategoryPage,
    prerender: () => (import.meta.env.SSR ? slugPaths('greffe-cheveux') : []),
    chrome: true,
  },
  ...ACTE_PATHS.map((path) => ({ path, page: ActePage, prerender: staticPath(path), chrome: true })),
  // The pages the questionnaire links to: one per suggested treatment and per result area.
  {
    path: '/services/*',
    page: ServicePage,
    prerender: () => (import.meta.env.SSR ? servicePaths : []),
    chrome: true,
  },
  { path: '/confidentialite', page: PrivacyPage, prerender: staticPath('/confidentialite'), chrome: true },
  { path: '/login', page: LoginPage, prerender: staticPath('/login'), chrome: true },
  // The page of the team's invitation and reset links: a shell without the token, read in the browser.
  { path: PASSWORD_PAGE_PATH, page: PasswordPage, prerender: staticPath(PASSWORD_PAGE_PATH), chrome: true },
  // The links of the newsletter's e-mails: shells without the token, which the page reads itself.
  {
    path: NEWSLETTER_PATHS.confirmation,
    page: NewsletterConfirmPage,
    prerender: staticPath(NEWSLETTER_PATHS.confirmation),
    chrome: true,
  },
  {
    path: NEWSLETTER_PATHS.unsubscribe,
    page: NewsletterUnsubscribePage,
    prerender: staticPath(NEWSLETTER_PATHS.unsubscribe),
    chrome: true,
  },
  { path: '/admin/*', page: AdminPage, chrome: false },
  { path: '*', page: NotFoundPage, chrome: true },
];

/** The concrete paths to prerender. */
export function prerenderPaths(): string[] {
  return routes.flatMap((route) => route.prerender?.() ?? []);
}

/** Paths answered with the app shell by the server (rendered in the browser only). */
export const clientOnlyPaths: string[] = routes
  .filter((route) => !route.prerender && route.path !== '*')
  .map((route) => route.path.replace(/\/\*$/, ''));

function pagesFor(pathname: string): LazyPage[] {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return (matches ?? []).map((match) => match.route.route.page);
}

/** Loads the page chunk of `pathname` so hydration does not wait for it. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(pagesFor(pathname).map((page) => page.preload()));
}

/** Source files of the pages shown at `pathname` (for the prerender's CSS and preload links). */
export function pageSources(pathname: string): string[] {
  return pagesFor(pathname).map((page) => page.source);
}
