import { VideoFacade } from '../components/video-facade';
import { defineIsland } from '../island';

export default defineIsland('video', VideoFacade);
