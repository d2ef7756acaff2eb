import Healing from '@mui/icons-material/Healing';
import { buildResourceModule } from '../../src/builders/buildResourceModule';
import { injuries } from './definition';

export default buildResourceModule(injuries, { icon: Healing });
