/** Tutoriales (/tutorials): the dealers' videos. */
import { TutorialLibrary } from './tutorial-library';

export default function TutorialsPage() {
  return <TutorialLibrary audience="dealers" />;
}
