import type { InputProps, SchemaType } from 'sanity';
import { isArrayOfObjectsInputProps, isObjectInputProps, isStringInputProps } from 'sanity';
import { CaretKeepingInput } from './CaretKeepingInput.tsx';
import { HoursRangeInput } from './HoursRangeInput.tsx';
import { LocationInput } from './OpeningDaysPreview.tsx';
import { OpeningHoursInput } from './OpeningHoursInput.tsx';
import { RateSeasonsInput, RateTableInput } from './RateTableInputs.tsx';
import { SeasonRangeInput } from './SeasonRangeInput.tsx';
import { SpecialHoursItemInput, SpecialHoursListInput } from './SpecialHoursInputs.tsx';

function isType(props: InputProps, name: string): boolean {
  for (let type: SchemaType | undefined = props.schemaType; type; type = type.type)
    if (type.name === name) return true;
  return false;
}

/**
 * Custom inputs are attached here by type name rather than in the schema, because `schemas/`
 * must not import Studio components (the site imports the schema's types).
 */
export function resolveInput(props: InputProps) {
  if (isObjectInputProps(props)) {
    // The document itself (empty path): the 14-day preview sits above its fields.
    if (props.path.length === 0 && props.schemaType.name === 'location') return <LocationInput {...props} />;
    if (isType(props, 'weeklyHours')) return <OpeningHoursInput {...props} />;
    if (isType(props, 'hoursRange')) return <HoursRangeInput {...props} />;
    if (isType(props, 'seasonRange')) return <SeasonRangeInput {...props} />;
    if (isType(props, 'specialHours')) return <SpecialHoursItemInput {...props} />;
    if (isType(props, 'rateTable')) return <RateTableInput {...props} />;
  }
  if (
    isArrayOfObjectsInputProps(props) &&
    props.schemaType.of.some((member) => member.name === 'specialHours')
  )
    return <SpecialHoursListInput {...props} />;
  if (isArrayOfObjectsInputProps(props) && props.schemaType.of.some((member) => member.name === 'rateSeason'))
    return <RateSeasonsInput {...props} />;
  // Free text only: a string with a list of options is a select or radios, with no caret.
  if (
    isStringInputProps(props) &&
    !props.schemaType.options?.list &&
    (isType(props, 'string') || isType(props, 'text'))
  )
    return <CaretKeepingInput {...props} />;
  return props.renderDefault(props);
}
