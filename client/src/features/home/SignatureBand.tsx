import { Marquee } from '../../components/marquee/Marquee';
import { signatureBand } from '../../content/home-sections';
import { Signature } from './Signature';

/** The six signature procedures, scrolling in large type, with the surgeon's signature. */
export function SignatureBand() {
  return (
    <section className="signature-band" aria-labelledby="signature-title">
      <div className="container signature-band__intro">
        <div>
          <p className="eyebrow">{signatureBand.eyebrow}</p>
          <h2 id="signature-title">{signatureBand.title}</h2>
          <p className="lead">{signatureBand.text}</p>
        </div>
        <Signature label={signatureBand.signatureLabel} className="signature" />
      </div>
      <Marquee className="signature-band__marquee">
        {signatureBand.procedures.map((name) => (
          <span key={name} className="signature-band__name">
            {name}
            <span className="signature-band__mark" aria-hidden="true">
              ✦
            </span>
          </span>
        ))}
      </Marquee>
    </section>
  );
}
