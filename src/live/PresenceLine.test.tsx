/**
 * The presence line says who else has the item open and where (docs/live.md, "Presence"): the
 * step and the language tab, either alone, or neither, in the catalogue's words.
 */
import { render, screen } from '@testing-library/react';
import type { PresenceEvent } from '../../providers/live';
import { TestAdmin } from '../builders/testing/TestAdmin.test-support';
import { PresenceLine } from './PresenceLine';

const alex = (tab: string, place: Partial<PresenceEvent>): PresenceEvent => ({
  type: 'presence',
  tab,
  resource: 'exercises',
  id: 'e1',
  since: '2026-12-02T14:02:00Z',
  user: { id: 'alex', name: 'Alex Editor' },
  ...place,
});

it('names the step and the language tab each person is on', () => {
  render(
    <TestAdmin>
      <PresenceLine
        resource="exercises"
        others={[
          alex('t1', { view: 'details', language: 'nl' }),
          alex('t2', { view: 'video' }),
          alex('t3', { language: 'fr' }),
          alex('t4', {}),
        ]}
      />
    </TestAdmin>,
  );
  const lines = screen.getByRole('status').children;
  expect([...lines].map((line) => line.textContent?.replace(/since .*/, 'since …'))).toEqual([
    'Alex Editor is editing · on Details, Dutch · since …',
    'Alex Editor is editing · on Video · since …',
    'Alex Editor is editing · on French · since …',
    'Alex Editor is editing · since …',
  ]);
});
