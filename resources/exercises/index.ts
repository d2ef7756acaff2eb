import SportsSoccer from '@mui/icons-material/SportsSoccer';
import { buildResourceModule } from '../../src/builders/buildResourceModule';
import { exercises } from './definition';

export default buildResourceModule(exercises, { icon: SportsSoccer });
