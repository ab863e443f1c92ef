import { describe, expect, it } from 'vitest';

import { databaseOn, ENGINES } from '../test/engines.ts';
import { setTeamThresholds, teamThresholds } from './pilot-thresholds.ts';
import { teamActionLog } from './team-records.ts';

describe.each(ENGINES)('on $name', (engine) => {
  const opened = databaseOn(engine);

  it('holds the defaults until a member sets them, then one setting for the whole team', async () => {
    expect(await teamThresholds(opened().db)).toEqual({
      users: 50,
      vendors: 5,
      setBy: null,
      setAt: null,
    });
    await setTeamThresholds(opened().db, { users: 120, vendors: 8 }, 'ada');
    const set = await setTeamThresholds(opened().db, { users: 80, vendors: 6 }, 'grace');
    expect(set).toMatchObject({ users: 80, vendors: 6, setBy: 'grace' });
    expect(await teamThresholds(opened().db)).toEqual(set);
    // Who set them is on the team's record, as every other action of theirs.
    const log = await teamActionLog(opened().db);
    expect(log.slice(0, 2).map(({ member, action }) => [member, action])).toEqual([
      ['grace', 'thresholds'],
      ['ada', 'thresholds'],
    ]);
  });

  it('refuses a negative threshold in the database itself', async () => {
    await expect(
      setTeamThresholds(opened().db, { users: -1, vendors: 5 }, 'ada'),
    ).rejects.toThrow();
    expect(await teamThresholds(opened().db)).toMatchObject({ users: 80, vendors: 6 });
  });
});
