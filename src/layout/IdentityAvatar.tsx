import { Avatar } from '@mui/material';
import { useGetIdentity } from 'react-admin';

const initialsOf = (fullName: string | undefined): string =>
  (fullName ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** The signed-in user's avatar: their picture when the identity has one, their initials otherwise. */
export function IdentityAvatar() {
  const { identity } = useGetIdentity();
  return (
    // Light green on the bar's dark green in both themes, the initials dark enough to read.
    <Avatar src={identity?.avatar} alt="" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: '#e8f5e9', color: '#1b5e20' }}>
      {initialsOf(identity?.fullName)}
    </Avatar>
  );
}
