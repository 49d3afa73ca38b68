import { defineMessages } from './define';

/** Lead automation settings: business hours, the response-time target, the advisors' absences. */
export const leadAutomationMessages = defineMessages({
  es: {
    'lead_automation.time_format': 'Escribe la hora como HH:MM, de 00:00 a 23:59.',
    'lead_automation.hours_order': 'La hora de cierre debe ser posterior a la de apertura.',
    'lead_automation.sla_invalid': 'Elige un tiempo de primera respuesta de 15, 30, 60 o 120 minutos.',
    'lead_automation.advisor_invalid': 'Ese usuario no pertenece a esta agencia.',
  },
  en: {
    'lead_automation.time_format': 'Write the time as HH:MM, from 00:00 to 23:59.',
    'lead_automation.hours_order': 'The closing time must be after the opening time.',
    'lead_automation.sla_invalid': 'Choose a first-response time of 15, 30, 60 or 120 minutes.',
    'lead_automation.advisor_invalid': 'That user does not belong to this dealership.',
  },
});
