import { questionnaireIntro, homeHead } from '../../content/home';
import { Head } from '../../lib/head';
import { lazyWhenVisible } from '../../components/lazy/when-visible';
import AfterHeroSections from './AfterHero';
import { Hero } from './Hero';
// The page's styles, lazily hydrated sections included (the prerender links a page's own CSS only).
import '../../components/marquee/marquee.css';
import './home.css';
import '../questionnaire/questionnaire.css';

// Everything under the full-screen hero is prerendered in full, and hydrated only when it nears
// the screen: the page is interactive with the hero's code alone. The sections right under the
// hero are near it on every screen as soon as the page loads, so their code comes with the
// page's (one file fewer to fetch); the rest loads as it nears.
const AfterHero = lazyWhenVisible(() => Promise.resolve({ default: AfterHeroSections }), '120vh');
const Questionnaire = lazyWhenVisible(() => import('../questionnaire'), '40rem');
const BelowTheFold = lazyWhenVisible(() => import('./BelowTheFold'), '200vh');

export default function HomePage() {
  return (
    <>
      <Head title={homeHead.title} description={homeHead.description} path="/" />
      <Hero />
      <AfterHero className="offscreen-section" />
      <section
        id="questionnaire"
        className="section questionnaire-section"
        aria-labelledby="questionnaire-title"
      >
        <div className="container">
          <header className="section-head section-head--center">
            <p className="eyebrow">{questionnaireIntro.eyebrow}</p>
            <h2 id="questionnaire-title">{questionnaireIntro.title}</h2>
            <p className="lead">{questionnaireIntro.text}</p>
          </header>
          <Questionnaire />
        </div>
      </section>
      <BelowTheFold />
    </>
  );
}
