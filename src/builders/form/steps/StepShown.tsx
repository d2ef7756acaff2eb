/**
 * Whether the fields inside are on the step on screen: a stepped form keeps every step mounted,
 * the others hidden (SteppedForm), so a field that tells where the user is asks this first.
 * Outside a stepped form, always.
 */
import { createContext, useContext } from 'react';

export const StepShown = createContext(true);

export const useStepShown = () => useContext(StepShown);
