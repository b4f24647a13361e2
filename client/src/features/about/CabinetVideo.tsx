import { useState } from 'react';
import { ImageOff } from '../../components/icons/image-off';
import { LoopVideo } from '../../components/media/LoopVideo';
import { aboutMedia } from '../../content/about-media';
import { practice } from '../../content/practice';

/** The looping « Le Cabinet » video; if it cannot load, a placeholder says so. */
export function CabinetVideo() {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="cabinet-video cabinet-video--missing" data-testid="cabinet-placeholder">
        <ImageOff aria-hidden="true" size={32} strokeWidth={1.3} />
        <p className="cabinet-video__name">Cabinet {practice.shortName}</p>
        <p className="cabinet-video__error">Image non trouvée</p>
      </div>
    );
  }
  return (
    <LoopVideo
      video={aboutMedia.cabinetVideo}
      poster={aboutMedia.cabinetPoster}
      alt={`Le cabinet du ${practice.doctorName}`}
      sizes="(min-width: 960px) 45vw, 100vw"
      className="cabinet-video"
      onError={() => setFailed(true)}
    />
  );
}
