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
    >
      {aboutMedia.cabinetIllustration && <RoomDrawing />}
    </LoopVideo>
  );
}

/**
 * Until the practice films its rooms, the loop is only soft moving light: alone, a large plain
 * beige box read as a video that failed. A line drawing of a consulting room (arched window,
 * armchair, side table with branches, pendant light, rug), in the manner of the site's other
 * illustrations, and the label they carry make it a placeholder that says what it is.
 */
function RoomDrawing() {
  return (
    <div className="cabinet-video__illustration" data-testid="cabinet-illustration">
      <svg
        className="cabinet-video__drawing"
        viewBox="20 30 360 420"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M150 300V150a50 50 0 0 1 100 0v150ZM200 100v200M150 205h100M140 300h120" />
        <path d="M30 392h340M96 404h208l26 24H70Z" />
        <path d="M96 338v-48c0-14 9-22 24-22h16c15 0 24 8 24 22v48" />
        <path d="M70 338c0-8 6-13 13-13s13 5 13 13v30h64v-30c0-8 6-13 13-13s13 5 13 13v36c0 5-4 8-9 8H79c-5 0-9-3-9-8ZM96 346h64M80 382l-3 10M176 382l3 10" />
        <path d="M262 340h70M272 340l-6 52M322 340l6 52M288 340c-5-10-4-20 4-25h10c8 5 9 15 4 25" />
        <path d="M297 315c-4-24-14-38-30-48M297 315c2-26 10-44 24-56M297 315c0-20-2-34-4-46M267 267c4-6 10-7 14-5-3 6-9 8-14 5ZM321 259c-2-7 1-12 6-14 2 7-1 12-6 14ZM293 269c-5-5-5-11-2-15 5 4 5 10 2 15Z" />
        <path d="M310 40v58M292 118c0-12 8-20 18-20s18 8 18 20Z" />
      </svg>
      <p className="cabinet-video__label">
        Illustration
        <span className="cabinet-video__sublabel">Vidéo du cabinet à venir</span>
      </p>
    </div>
  );
}
