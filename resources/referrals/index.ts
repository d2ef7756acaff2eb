import Handshake from '@mui/icons-material/Handshake';
import { buildResourceModule } from '../../src/builders/buildResourceModule';
import { referrals } from './definition';

/** Spec §2: the referral form asks before saving; spec §4: its list is reset when the user leaves it. */
export default buildResourceModule(referrals, { icon: Handshake, confirmSave: true, dropListDataOnLeave: true });
