/**
 * A tool page's top: the document title, the heading and one paragraph saying what the page does.
 * `documentTitle` is the tab's title ("Decode transactions · Sextant").
 */
export function PageIntro({
  title,
  intro,
  documentTitle,
}: {
  title: string;
  intro: string;
  documentTitle: string;
}) {
  return (
    <>
      <title>{documentTitle}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-lg font-semibold">{title}</h1>
        <p className="max-w-3xl text-[13px] text-muted">{intro}</p>
      </div>
    </>
  );
}
