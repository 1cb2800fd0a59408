/** GST tax invoices: the PDF routes answer `application/pdf`; their schemas live with the routes' errors. */
export {};
