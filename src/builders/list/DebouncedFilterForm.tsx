/**
 * react-admin's filter form, waiting `debounce` ms after the last change before it applies the
 * filters. The wait is its live form's (FilterLiveForm, 500 ms by default); FilterForm hands the
 * prop on without declaring it, and the list's own `debounce` does not reach it.
 */
import type { ComponentType } from 'react';
import { FilterForm, type FilterFormProps, type FilterLiveFormProps } from 'react-admin';

export const DebouncedFilterForm = FilterForm as ComponentType<FilterFormProps & Pick<FilterLiveFormProps, 'debounce'>>;
