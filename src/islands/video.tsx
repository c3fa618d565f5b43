import { VideoFacade } from '../components/video-facade';
import { defineIsland } from '../browser/island';

// Idle, not at first interaction: the first click on the poster must play the video, not follow its link.
export default defineIsland('video', VideoFacade);
