import { ComingSoon } from '../../../ui/coming-soon';

export function InspirationPage() {
  return (
    <ComingSoon
      title="Inspiration Gallery"
      description="Uploaded and generated reference images, with style libraries to guide generation."
    />
  );
}
