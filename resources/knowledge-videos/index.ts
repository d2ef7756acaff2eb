import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { buildResourceModule } from '../../src/builders/buildResourceModule';
import { knowledgeVideos } from './definition';

export default buildResourceModule(knowledgeVideos, { icon: OndemandVideo });
