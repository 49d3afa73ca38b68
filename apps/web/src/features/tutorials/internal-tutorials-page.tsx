/** Uni AD (/internal-tutorials): the platform staff's videos. */
import { TutorialLibrary } from './tutorial-library';

export default function InternalTutorialsPage() {
  return <TutorialLibrary audience="internal" />;
}
