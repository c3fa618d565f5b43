import { css } from '@emotion/react';
import { Play } from 'lucide';
import { useState, type MouseEvent } from 'react';
import { site, videoEmbedUrl, videoWatchUrl } from '../config/site';
import { color, radius, shadow } from '../theme/tokens';
import { Icon } from '../ui/icon';
import poster from '../assets/images/home/video-poster.svg';

const frame = css`
  position: relative; display: block; width: 100%; aspect-ratio: 16 / 9;
  border-radius: ${radius.lg}; overflow: hidden; box-shadow: ${shadow.raised}; background: ${color.navyDeep};
  /* Forced colours drop the shadow and the background: this border, unseen otherwise, keeps the player's edge. */
  border: 2px solid transparent;
  img, iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; object-fit: cover; }
`;
const playButton = css`
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  width: 76px; height: 76px; border-radius: 50%; display: grid; place-items: center;
  background: ${color.gold}; color: ${color.navyDeep}; box-shadow: ${shadow.raised};
  /* The same for the play button's circle over the poster. */
  border: 2px solid transparent;
  a:hover &, a:focus-visible & { background: ${color.white}; }
  svg { margin-left: 4px; }
`;

/**
 * The home page video. Nothing is requested from YouTube until the visitor
 * presses play: until then it is a local poster that links to the video
 * (so it works without JavaScript), and a click swaps in the player.
 */
export function VideoFacade() {
  const [playing, setPlaying] = useState(false);
  const { title } = site.video;

  if (playing) {
    return (
      <div css={frame}>
        <iframe
          src={videoEmbedUrl}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const play = (event: MouseEvent) => {
    // Modified clicks keep their usual meaning (open the video in a new tab).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <a css={frame} href={videoWatchUrl} onClick={play} aria-label={`Play video: ${title}`}>
      <img src={poster} width={1280} height={720} alt="" fetchPriority="high" />
      <span css={playButton}><Icon icon={Play} size={34} fill="currentColor" /></span>
    </a>
  );
}
