import FitnessCenter from '@mui/icons-material/FitnessCenter';
import { buildResourceModule } from '../../src/builders/buildResourceModule';
import { equipment } from './definition';

export default buildResourceModule(equipment, { icon: FitnessCenter });
