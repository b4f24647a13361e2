/** The questionnaire feature's public entry: the component, loaded on demand by the home page. */
export { default } from './Questionnaire';
