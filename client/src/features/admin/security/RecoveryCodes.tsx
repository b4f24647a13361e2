import { Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { saveFile } from '../csv';

interface RecoveryCodesProps {
  codes: string[];
  onDone(): void;
}

/** The ten recovery codes, shown once, right after the second factor is turned on. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const asText = () =>
    [
      `Codes de secours — ${window.location.host}`,
      'Chacun ne sert qu’une fois, à la place du code de l’application.',
      '',
      ...codes,
      '',
    ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(asText());
      setNotice('Codes copiés dans le presse-papiers.');
    } catch {
      setNotice('La copie a échoué : téléchargez les codes, ou notez-les.');
    }
  }

  function download() {
    saveFile('codes-de-secours.txt', new Blob([asText()], { type: 'text/plain;charset=utf-8' }));
    setNotice('Fichier « codes-de-secours.txt » téléchargé.');
  }

  return (
    <section className="security" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="admin-section__title" ref={heading} tabIndex={-1}>
        Double authentification activée
      </h2>
      <p>
        Voici vos <strong>codes de secours</strong>. Si vous perdez votre téléphone, chacun permet de se
        connecter une fois à la place du code de l’application. <strong>Ils ne seront plus affichés :</strong>{' '}
        copiez-les ou téléchargez-les, puis gardez-les en lieu sûr, hors de ce poste.
      </p>
      <ol className="security__codes" aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security__actions">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copier
        </button>
        <button type="button" className="admin-button" onClick={download}>
          <Download aria-hidden="true" />
          Télécharger
        </button>
        <button type="button" className="admin-button" onClick={onDone}>
          J’ai conservé mes codes
        </button>
      </div>
      <p className="admin-muted" role="status">
        {notice}
      </p>
    </section>
  );
}
