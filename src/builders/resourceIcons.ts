/** The picture of each icon a definition may name (`ResourceIcon`); the menu shows it. */
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Flag from '@mui/icons-material/Flag';
import Handshake from '@mui/icons-material/Handshake';
import Healing from '@mui/icons-material/Healing';
import ListAlt from '@mui/icons-material/ListAlt';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import type { ComponentType } from 'react';
import type { ResourceDefinition, ResourceIcon } from '../../resources/definition';

const icons: Record<ResourceIcon, ComponentType> = {
  sportsSoccer: SportsSoccer,
  person: PersonOutline,
  fitnessCenter: FitnessCenter,
  healing: Healing,
  video: OndemandVideo,
  handshake: Handshake,
  flag: Flag,
  list: ListAlt,
};

export const iconOf = (definition: ResourceDefinition): ComponentType => icons[definition.admin?.icon ?? 'list'];
