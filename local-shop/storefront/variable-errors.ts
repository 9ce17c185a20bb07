// Variables that do not fit their declared type are answered as Shopify's GraphQL server words
// them ("Variable $country of type CountryCode was provided invalid value", with the value and
// the problem), not in graphql-js's wording, so a storefront's error handling sees the same text.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLError,
  Kind,
  parse,
  print,
  typeFromAST,
  visit,
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

/**
 * An enum literal a directive argument does not accept (`@inContext(country: XX)`), in Shopify's
 * words; graphql-js's validation message for the same node is dropped.
 */
export function shopifyDirectiveLiteralErrors(
  errors: readonly GraphQLError[],
  schema: GraphQLSchema,
): GraphQLError[] {
  return errors.map((error) => {
    const node = error.nodes?.[0];
    if (node?.kind !== Kind.ENUM) return error;
    const match = /^Value "(\w+)" does not exist in "(\w+)" enum/.exec(
      error.message,
    );
    const argument = directiveArgumentAt(error, node.loc?.start);
    if (!match || !argument || !schema.getType(match[2])) return error;
    return new GraphQLError(
      `Argument '${argument.argument}' on Directive '${argument.directive}' has an invalid value (${match[1]}). Expected type '${match[2]}'.`,
      {
        nodes: node,
        extensions: {
          code: 'argumentLiteralsIncompatible',
          typeName: 'Directive',
          argumentName: argument.argument,
        },
      },
    );
  });
}

/** The directive argument whose value starts at `offset`, if the error's document has one. */
function directiveArgumentAt(error: GraphQLError, offset: number | undefined) {
  const source = error.source;
  if (!source || offset === undefined) return undefined;
  let found: {directive: string; argument: string} | undefined;
  visit(parse(source), {
    Directive(directive) {
      for (const arg of directive.arguments ?? [])
        if (arg.value.loc?.start === offset)
          found = {directive: directive.name.value, argument: arg.name.value};
    },
  });
  return found;
}
