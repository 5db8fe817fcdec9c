import type { InputProps, ObjectInputProps, SchemaType } from 'sanity';
import { isArrayOfObjectsInputProps, isObjectInputProps, isStringInputProps, useFormValue } from 'sanity';
import { CaretKeepingInput } from './CaretKeepingInput.tsx';
import { HoursRangeInput } from './HoursRangeInput.tsx';
import { LocationInput } from './OpeningDaysPreview.tsx';
import { OpeningHoursInput } from './OpeningHoursInput.tsx';
import { RateSeasonsInput, RateTableInput } from './RateTableInputs.tsx';
import { SaveGuard } from './SaveGuard.tsx';
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
    // The document itself (empty path), of every type: unsaved edits are guarded.
    if (props.path.length === 0) return <DocumentInput {...props} />;
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

/** The document's own form: the save guard around it, and the location's 14-day preview. */
function DocumentInput(props: ObjectInputProps) {
  const id = useFormValue(['_id']);
  const form =
    props.schemaType.name === 'location' ? <LocationInput {...props} /> : props.renderDefault(props);
  if (typeof id !== 'string') return form;
  return (
    <SaveGuard documentId={id} documentType={props.schemaType.name}>
      {form}
    </SaveGuard>
  );
}
