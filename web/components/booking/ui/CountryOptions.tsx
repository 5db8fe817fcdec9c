/** A country select's options: the prompt first, then every country by its name in the page language. */
export function CountryOptions({
  countries,
  choose,
}: {
  countries: readonly { code: string; name: string }[];
  choose: string;
}) {
  return (
    <>
      <option value="">{choose}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </>
  );
}
