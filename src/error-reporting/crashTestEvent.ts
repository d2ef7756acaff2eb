/** The window event that crashes the current screen in an admin built with the crash-test switch (CrashTestTrigger). */
export const crashTestEvent = 'pitchside:crash-test';
