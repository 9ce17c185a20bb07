// Variables that do not fit their declared type are answered as Shopify's GraphQL server words
// them ("Variable $country of type CountryCode was provided invalid value", with the value and
// the problem), not in graphql-js's wording, so a storefront's error handling sees the same text.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLError,
  print,
  typeFromAST,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

const COERCION = /^Variable "\$(\w+)" got invalid value /;

export function shopifyVariableErrors(
  errors: readonly GraphQLError[],
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  variables: Record<string, unknown>,
): GraphQLError[] {
  return errors.map((error) => {
    const name = COERCION.exec(error.message)?.[1];
    const definition = operation.variableDefinitions?.find(
      (d) => d.variable.name.value === name,
    );
    if (!name || !definition) return error;
    const typeName = print(definition.type);
    const value = variables[name];
    const named = getNamedType(typeFromAST(schema, definition.type));
    const explanation =
      named instanceof GraphQLEnumType
        ? `Expected ${JSON.stringify(value)} to be one of: ${named
            .getValues()
            .map((v) => v.name)
            .join(', ')}`
        : error.message.replace(/^[^;]*; /, '');
    return new GraphQLError(
      `Variable $${name} of type ${typeName} was provided invalid value`,
      {
        nodes: definition,
        extensions: {value, problems: [{path: [], explanation}]},
      },
    );
  });
}
