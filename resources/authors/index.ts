import PersonOutline from '@mui/icons-material/PersonOutline';
import { buildResourceModule } from '../../src/builders/buildResourceModule';
import { authors } from './definition';

export default buildResourceModule(authors, { icon: PersonOutline });
