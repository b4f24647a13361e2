import { AboutPanels } from './AboutPanels';
import { SignatureBand } from './SignatureBand';

/** The sections between the hero and the questionnaire: the signature procedures and the two about panels. */
export default function AfterHero() {
  return (
    <>
      <SignatureBand />
      <AboutPanels />
    </>
  );
}
