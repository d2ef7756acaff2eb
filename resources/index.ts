/** Every resource module, in menu order (the order of `definitions`), for `App.tsx` to spread into `<Resource>`. */
import authors from './authors';
import equipment from './equipment';
import exercises from './exercises';
import injuries from './injuries';
import knowledgeVideos from './knowledge-videos';
import referrals from './referrals';
import type { ResourceModule } from '../src/builders/buildResourceModule';

export const resourceModules: readonly ResourceModule[] = [exercises, authors, equipment, injuries, knowledgeVideos, referrals];
